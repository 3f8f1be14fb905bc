import { Component, Input } from '@angular/core';

interface Line {
  name: string;
  quantity: number;
  price: number;
}

@Component({
  selector: 'app-checkout',
  standalone: true,
  template: `
    <section class="checkout">
      <h2 i18n="checkout page|Title of the checkout page@@checkoutTitle">Your basket</h2>
      <p i18n="@@checkoutIntro">Review your order before you pay.</p>
      @if (lines.length === 0) {
        <p i18n>Your basket is empty.</p>
      } @else {
        <ul>
          @for (line of lines; track line.name) {
            <li i18n="basket line">{{ line.quantity }} × {{ line.name }} at {{ line.price }}</li>
          }
        </ul>
        <p i18n>
          {lines.length, plural, =1 {One item in your basket} other {{{lines.length}} items in your basket}}
        </p>
        <p i18n>
          Total: <strong>{{ total }}</strong> (VAT &amp; delivery included)
        </p>
      }
      <button type="submit" i18n-title="@@payTitle" title="Pay {{ total }} now" i18n>Pay now</button>
      <a routerLink="/terms" i18n-aria-label aria-label="Read the terms" i18n="link to terms|"
        >Terms &amp; conditions</a
      >
      <!-- not a message: i18n in a comment -->
    </section>
  `,
})
export class CheckoutComponent {
  @Input() lines: Line[] = [];
  total = '';

  confirm(): string {
    return $localize`:@@checkoutConfirm:Do you want to place this order?`;
  }

  thanks(name: string): string {
    return $localize`:thank-you message|Shown after payment:Thank you, ${name}:customer:! Your order is on its way.`;
  }
}
