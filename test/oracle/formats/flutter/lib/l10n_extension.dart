import 'package:flutter/widgets.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

extension LocalizedContext on BuildContext {
  AppLocalizations get l10n => AppLocalizations.of(this)!;
}

String roleLabel(BuildContext context, String role) => AppLocalizations.of(context)?.role(role) ?? role;

class AtlasTitle {
  static String of(BuildContext context) => AppLocalizations.of(context)!.appTitle;
  static String offline(BuildContext context) => context.l10n.offlineLabel;
}
