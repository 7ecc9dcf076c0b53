from decimal import Decimal

import attr


@attr.s(auto_attribs=True, frozen=True)
class Product:
    id: int
    sku: str
    name: str
    price: Decimal
    image: str = ""


@attr.s(auto_attribs=True)
class OrderLine:
    product_id: int
    quantity: int
    unit_price: Decimal

    @property
    def total(self):
        return self.unit_price * self.quantity


@attr.s(auto_attribs=True)
class Order:
    id: int
    customer_name: str
    email: str
    status: str = "new"
    lines: list = attr.Factory(list)

    @property
    def total(self):
        return sum((l.total for l in self.lines), Decimal("0"))


@attr.s(auto_attribs=True)
class Coupon:
    code: str
    percent_off: int
    single_use: bool = True
