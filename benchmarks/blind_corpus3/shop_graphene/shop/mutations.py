import ast
import operator

import graphene
from jinja2 import Template
from jinja2.sandbox import SandboxedEnvironment

from shop import db
from shop.auth import require_merchant
from shop.images import SetProductImage

_sandbox = SandboxedEnvironment(autoescape=True)

_BIN_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def _safe_formula(expr: str, total: float) -> float:
    """Evaluate +,-,*,/ over numbers and the name `total` only."""
    def ev(node):
        match node:
            case ast.Expression(body=b):
                return ev(b)
            case ast.Constant(value=v) if isinstance(v, (int, float)):
                return v
            case ast.Name(id="total"):
                return total
            case ast.BinOp(left=l, op=op, right=r) if type(op) in _BIN_OPS:
                return _BIN_OPS[type(op)](ev(l), ev(r))
            case _:
                raise ValueError("unsupported expression")
    return float(ev(ast.parse(expr, mode="eval")))


class PreviewEmail(graphene.Mutation):
    """Merchants design their order-confirmation e-mail and preview it."""

    class Arguments:
        template = graphene.String(required=True)
        order_id = graphene.ID(required=True)

    html = graphene.String()

    def mutate(root, info, template, order_id):
        require_merchant(info.context)
        order = db.conn().execute("SELECT * FROM orders WHERE id = ?", (int(order_id),)).fetchone()
        html = Template(template).render(order=dict(order) if order else {}, shop_name="Our Shop")
        return PreviewEmail(html=html)


class SaveEmailTemplate(graphene.Mutation):
    class Arguments:
        template = graphene.String(required=True)

    ok = graphene.Boolean()

    def mutate(root, info, template):
        merchant = require_merchant(info.context)
        sample = {"id": 1, "total": 9.99, "email": "customer@example.com", "status": "paid"}
        _sandbox.from_string(template).render(order=sample, shop_name=merchant["name"])
        db.conn().execute("UPDATE merchant SET email_template = ? WHERE id = ?", (template, merchant["id"]))
        db.conn().commit()
        return SaveEmailTemplate(ok=True)


class PreviewPromotion(graphene.Mutation):
    class Arguments:
        formula = graphene.String(required=True)
        basket_total = graphene.Float(required=True)

    discounted = graphene.Float()

    def mutate(root, info, formula, basket_total):
        require_merchant(info.context)
        value = eval(formula, {"total": basket_total, "min": min, "max": max})
        return PreviewPromotion(discounted=round(float(value), 2))


class CreatePromotion(graphene.Mutation):
    class Arguments:
        code = graphene.String(required=True)
        formula = graphene.String(required=True)
        tiers = graphene.String(description="Python-style list of (threshold, pct) pairs")

    ok = graphene.Boolean()

    def mutate(root, info, code, formula, tiers=None):
        merchant = require_merchant(info.context)
        _safe_formula(formula, 100.0)
        parsed_tiers = ast.literal_eval(tiers) if tiers else []
        db.conn().execute("INSERT INTO promotion (merchant_id, code, formula, tiers) VALUES (?, ?, ?, ?)",
                          (merchant["id"], code.upper(), formula, repr(parsed_tiers)))
        db.conn().commit()
        return CreatePromotion(ok=True)


class Mutation(graphene.ObjectType):
    preview_email = PreviewEmail.Field()
    save_email_template = SaveEmailTemplate.Field()
    preview_promotion = PreviewPromotion.Field()
    create_promotion = CreatePromotion.Field()
    set_product_image = SetProductImage.Field()
