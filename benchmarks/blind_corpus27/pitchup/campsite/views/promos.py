import web

from ..lib.tariff import apply_promo


class Promo:
    def POST(self):
        i = web.input(total="0", formula="total")
        return str(apply_promo(float(i.total), i.formula))
