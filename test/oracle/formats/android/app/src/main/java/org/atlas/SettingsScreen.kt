package org.atlas

import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.res.pluralStringResource
import androidx.compose.ui.res.stringResource

@Composable
fun SettingsScreen(daysLeft: Int) {
    Text(text = stringResource(id = R.string.settings_title))
    Text(pluralStringResource(R.plurals.days_left, daysLeft, daysLeft))
    // BuildConfig.FLAVOR is shown instead of the untranslatable R.string.build_flavor
}
