import 'package:flutter/material.dart';
import 'package:flutter_gen/gen_l10n/app_localizations.dart';

import 'l10n_extension.dart';

class MapsPage extends StatelessWidget {
  const MapsPage({super.key, required this.maps, required this.synced});

  final List<String> maps;
  final DateTime synced;

  @override
  Widget build(BuildContext context) {
    final l10n = AppLocalizations.of(context)!;
    return Scaffold(
      appBar: AppBar(title: Text(AppLocalizations.of(context)!.mapsTitle)),
      body: Column(
        children: [
          Text(l10n.mapCount(maps.length)),
          Text(context.l10n.helloUser('Ada')),
          Text(l10n.lastSynced(synced)),
          // l10n.deleteAction is shown by the menu below
          for (final map in maps)
            ListTile(
              title: Text(map),
              trailing: PopupMenuButton<String>(
                itemBuilder: (context) => [
                  PopupMenuItem(value: 'share', child: Text(context.l10n.shareAction)),
                  PopupMenuItem(
                    value: 'delete',
                    child: Text(
                      AppLocalizations.of(context)!
                          .deleteAction,
                    ),
                  ),
                ],
              ),
            ),
        ],
      ),
    );
  }
}
