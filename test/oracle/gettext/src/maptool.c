/* A GTK map viewer's status messages, in the GNOME style of glib/gi18n.h. */
#include <glib/gi18n.h>
#include <stdio.h>

static const char *modes[] = {
  N_("Street map"),
  N_("Terrain"),
  NC_("map layer", "Satellite"),
};

void show_status (int tiles, const char *name)
{
  g_print ("%s\n", _("Loading tiles…"));
  g_print (ngettext ("%d tile loaded", "%d tiles loaded", tiles), tiles);
  g_print ("%s\n", C_("menu", "Open"));
  g_print ("%s\n", pgettext ("file dialog", "Open"));
  g_print (_("Could not open \"%s\": %s\n"
             "Check that the file exists."), name, "?");
  /* _("commented out") is no usage */
  g_print ("%s\n", gettext ("Done\t(100%)"));
  g_print ("%s\n", dgettext ("maptool-extra", "From another domain"));
}
