import { Component } from '@angular/core';

@Component({
  selector: 'app-profile',
  templateUrl: './profile.component.html',
})
export class ProfileComponent {
  user = { name: 'Ada', unread: 3, role: 'admin' };
  saved = false;

  get greeting(): string {
    return $localize`Welcome back, ${this.user.name}!`;
  }

  statusText(online: boolean): string {
    return online ? $localize`:presence:Online` : $localize`:presence:Offline`;
  }
}
