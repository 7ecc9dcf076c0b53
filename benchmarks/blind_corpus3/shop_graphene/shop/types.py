from dataclasses import dataclass
from decimal import Decimal

import graphene

type ProductId = int
type Money = Decimal


@dataclass
class ProductRow:
    id: ProductId
    sku: str
    name: str
    price: float
    category: str
    stock: int
    image_url: str | None = None


def first_or_none[T](items: list[T]) -> T | None:
    return items[0] if items else None


class Product(graphene.ObjectType):
    id = graphene.ID(required=True)
    sku = graphene.String(required=True)
    name = graphene.String()
    price = graphene.Float()
    category = graphene.String()
    stock = graphene.Int()
    image_url = graphene.String()


class Order(graphene.ObjectType):
    id = graphene.ID(required=True)
    status = graphene.String()
    total = graphene.Float()
    email = graphene.String()


class CartLine(graphene.ObjectType):
    product_id = graphene.ID()
    quantity = graphene.Int()


class Cart(graphene.ObjectType):
    lines = graphene.List(CartLine)
    total = graphene.Float()
