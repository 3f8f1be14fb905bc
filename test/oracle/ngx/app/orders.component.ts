import { Component, OnInit } from '@angular/core';
import { TranslateService } from '@ngx-translate/core';
import { marker as _ } from '@biesbjerg/ngx-translate-extract-marker';

const STATUS_LABELS = {
  open: _('orders.status.open'),
  shipped: _('orders.status.shipped'),
};

@Component({
  selector: 'app-orders',
  templateUrl: './orders.component.html',
})
export class OrdersComponent implements OnInit {
  title = '';

  constructor(
    private readonly translateService: TranslateService,
    private readonly notifications: { show(text: string): void },
  ) {}

  ngOnInit(): void {
    this.title = this.translateService.instant('orders.title');
    this.translateService.get('orders.loaded', { count: 3 }).subscribe((text: string) => this.notifications.show(text));
    this.translateService.stream('orders.live').subscribe();
  }

  label(status: keyof typeof STATUS_LABELS): string {
    return this.translateService.instant(STATUS_LABELS[status]);
  }
}
