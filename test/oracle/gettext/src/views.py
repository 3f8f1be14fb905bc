"""Views of a Django app that sells map prints: the shapes Django's own docs and real apps use."""
from django.contrib import messages
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, npgettext, pgettext, pgettext_lazy
from django.utils.translation import npgettext_lazy

TITLE = gettext_lazy("Map prints")
MONTH = pgettext_lazy("month name", "May")
VERB = pgettext_lazy("verb", "May")
REMAINING = npgettext_lazy("stock", "%(count)d print left", "%(count)d prints left", "count")


def cart(request):
    count = len(request.session.get("cart", []))
    # Translators: shown above the list of prints in the cart
    heading = ngettext(
        "You have %(count)d print in your cart.",
        "You have %(count)d prints in your cart.",
        count,
    ) % {"count": count}
    messages.info(request, _("Prices include VAT."))
    label = pgettext("button", "Order")
    noun = pgettext("noun", "Order")
    summary = npgettext("cart summary", "%d item", "%d items", count)
    return render(request, "cart.html", {"heading": heading, "label": label, "noun": noun, "summary": summary})


def checkout(request):
    if not request.user.is_authenticated:
        messages.error(request, _("Please sign in to order prints."))
        return redirect("login")
    note = _("Your order ships in "
             "three to five days.")
    escaped = _("Say \"cheese\"\tand wait\n")
    single = _('It\'s on its way')
    long = _("""A print is made to order.
It cannot be returned.""")
    raw = _(r"C:\maps\print")
    # _("a call in a comment is no usage")
    text = "_('a call inside a string is no usage')"
    return render(request, "checkout.html", {"note": note, "e": escaped, "s": single, "l": long, "r": raw, "t": text})
