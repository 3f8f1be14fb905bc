package org.atlas

import android.os.Bundle
import android.widget.Toast
import androidx.appcompat.app.AlertDialog
import androidx.appcompat.app.AppCompatActivity

class MapsActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_maps)
        val count = intent.getIntExtra("count", 0)
        // R.string.title_maps is the activity's label (the manifest sets it)
        supportActionBar?.subtitle = resources.getQuantityString(R.plurals.maps_count, count, count)
    }

    private fun confirmDelete(name: String) {
        AlertDialog.Builder(this)
            .setMessage(getString(R.string.confirm_delete, name))
            .setPositiveButton(R.string.action_delete) { _, _ -> delete(name) }
            .show()
    }

    private fun showError() =
        Toast.makeText(this, R.string.error_network, Toast.LENGTH_LONG).show()

    private fun delete(name: String) {}
}
