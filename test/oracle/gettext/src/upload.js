/* global gettext */
// A map upload dialog with Jed / gettext.js (the keywords xgettext knows for JavaScript).
import Jed from 'jed';

const i18n = new Jed({});
const _ = (s) => i18n.gettext(s);

export function describeUpload(files, folder) {
  const title = _('Upload maps');
  const count = i18n.ngettext('One map selected', '%d maps selected', files.length);
  const verb = i18n.pgettext('upload button', 'Send');
  const where = gettext('Into the folder "' + folder + '"');
  const plain = gettext("Drop files here");
  const tpl = gettext(`Template literal`);
  // gettext('commented out')
  return [title, count, verb, where, plain, tpl].join('\n');
}
