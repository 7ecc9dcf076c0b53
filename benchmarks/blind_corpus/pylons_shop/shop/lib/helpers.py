from webhelpers.html import escape, literal
from webhelpers.html.tags import link_to


def price(amount, currency='EUR'):
    return literal('<span class="price">%.2f&nbsp;%s</span>' % (amount, escape(currency)))


def referral_banner(name):
    return literal('<p class="ref">Recommended to you by %s</p>' % name)


def product_link(product):
    return link_to(product.name, '/product/%d' % product.id)
