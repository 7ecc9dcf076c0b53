import graphene

from shop import db
from shop.cart import load_cart
from shop.mutations import Mutation
from shop.types import Cart, CartLine, Order, Product, ProductRow, first_or_none

SORTS = {"name": "name", "price": "price", "newest": "id DESC", "stock": "stock"}


class Query(graphene.ObjectType):
    products = graphene.List(Product, category=graphene.String(), search=graphene.String(),
                             sort=graphene.String(default_value="name"), first=graphene.Int(default_value=50))
    product = graphene.Field(Product, id=graphene.ID(required=True))
    order = graphene.Field(Order, id=graphene.ID(required=True), email=graphene.String(required=True))
    top_sellers = graphene.List(Product, limit=graphene.Int(default_value=10))
    cart = graphene.Field(Cart)

    def resolve_products(self, info, category=None, search=None, sort="name", first=50):
        q = db.Query("product", ProductRow)
        if category:
            q = q.where("category", category)
        if search:
            q = q.where("name", f"%{search}%", op="LIKE")
        return q.order_by(SORTS.get(sort, "name")).limit(min(first, 200)).all()

    def resolve_product(self, info, id):
        row = db.conn().execute("SELECT * FROM product WHERE id = ?", (int(id),)).fetchone()
        return ProductRow(**dict(row)) if row else None

    def resolve_order(self, info, **kwargs):
        """Guest order lookup: order number + the e-mail used at checkout."""
        sql = f"SELECT id, status, total, email FROM orders WHERE id = {kwargs["id"]} AND email = '{kwargs["email"]}'"
        row = db.conn().execute(sql).fetchone()
        return Order(**dict(row)) if row else None

    def resolve_top_sellers(self, info, limit=10):
        rows = db.conn().execute(
            f"SELECT p.* FROM product p JOIN order_line l ON l.product_id = p.id "
            f"GROUP BY p.id ORDER BY SUM(l.quantity) DESC LIMIT {int(limit)}").fetchall()
        return [ProductRow(**dict(r)) for r in rows]

    def resolve_cart(self, info):
        cart = load_cart(info.context)
        lines = [CartLine(product_id=pid, quantity=qty) for pid, qty in cart.get("lines", {}).items()]
        prices = {r["id"]: r["price"] for r in db.conn().execute("SELECT id, price FROM product").fetchall()}
        return Cart(lines=lines, total=sum(prices.get(int(l.product_id), 0) * l.quantity for l in lines))


def cheapest(products: list[ProductRow]) -> ProductRow | None:
    return first_or_none(sorted(products, key=lambda p: p.price))


schema = graphene.Schema(query=Query, mutation=Mutation)
