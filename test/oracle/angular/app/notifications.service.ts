import { Injectable } from '@angular/core';

@Injectable({ providedIn: 'root' })
export class NotificationsService {
  private readonly titles = {
    upload: $localize`:notification title:Upload finished`,
    failure: $localize`:notification title|When an upload failed@@uploadFailed:Upload failed`,
  };

  uploaded(file: string, size: number): string {
    return $localize`:@@uploadedBody:${file}:fileName: was uploaded (${size}:size: kB).`;
  }

  retry(count: number): string {
    // Placeholders without names: PH, PH_1.
    return $localize`Retrying ${count} of ${3}…`;
  }

  colon(): string {
    // A text starting with a colon is escaped, so it is no metadata block.
    return $localize`\:-) All done`;
  }

  titleOf(kind: 'upload' | 'failure'): string {
    return this.titles[kind];
  }
}
