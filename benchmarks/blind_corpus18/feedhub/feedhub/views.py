import bleach
from flask import Blueprint, abort, render_template, request, session
from jinja2 import Environment, select_autoescape
from markupsafe import Markup, escape

from .db import Item, User
from .filters import matches

bp = Blueprint("views", __name__)

_env = Environment(autoescape=select_autoescape(default=True))
DIGESTS = {
    "compact": "{% for i in items %}* {{ i.title }}\n{% endfor %}",
    "full": "{% for i in items %}<h3>{{ i.title }}</h3><p>{{ i.summary }}</p>{% endfor %}",
}
ALLOWED_TAGS = ["a", "b", "i", "em", "strong", "p", "ul", "li", "blockquote"]


def _user():
    uid = session.get("uid") or abort(401)
    return User.query.get_or_404(uid)


@bp.route("/item/<int:item_id>")
def item(item_id):
    it = Item.query.get_or_404(item_id)
    body = Markup(bleach.clean(it.summary or "", tags=ALLOWED_TAGS, strip=True))
    return render_template("item.html", item=it, body=body)


@bp.route("/digest/preview")
def digest_preview():
    user = _user()
    items = [i for i in Item.query.limit(50) if not user.filter_expr or matches(user.filter_expr, i)]

    return _env.from_string(user.digest_template or DIGESTS["compact"]).render(items=items)


@bp.route("/digest/builtin/<name>")
def digest_builtin(name):
    if name not in DIGESTS:
        abort(404)

    return _env.from_string(DIGESTS[name]).render(items=Item.query.limit(50).all())


@bp.route("/search")
def search():
    q = request.args.get("q", "")
    hits = Item.query.filter(Item.title.contains(q)).limit(20).all()
    return Markup("<h2>Results for %s</h2>") % q + Markup("").join(
        Markup("<li>%s</li>") % h.title for h in hits)
