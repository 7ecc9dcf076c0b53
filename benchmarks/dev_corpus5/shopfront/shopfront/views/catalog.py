from urllib.parse import quote
from urllib.request import urlopen

from flask import Blueprint, Response, abort, current_app, render_template, render_template_string, request
from markupsafe import Markup

from shopfront.repositories.products import SORTABLE, ProductRepository
from shopfront.utils.text import highlight_safe

bp = Blueprint("catalog", __name__)


@bp.route("/search")
def search():
    term = request.args.get("q", "").strip()
    repo = ProductRepository()
    results = repo.search(term, category=request.args.get("cat"))
    banner = Markup(f"{len(results)} results for <mark>{term}</mark>")
    return render_template("search.html", results=results, banner=banner)


@bp.route("/products")
def product_list():
    sort = request.args.get("sort", "name")
    if sort not in SORTABLE:
        sort = "name"
    products = ProductRepository().list_sorted(sort, descending=request.args.get("desc") == "1")
    return render_template("products.html", products=products)


@bp.route("/products/<int:product_id>")
def product_detail(product_id):
    product = ProductRepository().get_by_id(product_id)
    if product is None:
        abort(404)
    tagline = highlight_safe(product["description"], request.args.get("hl", ""))
    return render_template("product.html", product=product, tagline=tagline)


@bp.route("/greeting")
def greeting():
    name = request.args.get("name", "guest")
    tmpl = current_app.config.get("GREETING_TEMPLATE", "<h2>Welcome back, %s!</h2>")
    return render_template_string(tmpl % name)


@bp.route("/promo")
def promo():
    code = request.args.get("code", "")
    return render_template_string(
        "<div class='promo'>Promo code <b>{{ code }}</b> applied to your basket</div>", code=code
    )


@bp.route("/img-proxy")
def image_proxy():
    src = request.args.get("src", "")
    if not src:
        abort(400)
    with urlopen(src, timeout=5) as upstream:
        data = upstream.read()
        ctype = upstream.headers.get("Content-Type", "application/octet-stream")
    return Response(data, mimetype=ctype)


@bp.route("/cdn/<path:name>")
def cdn_image(name):
    base = current_app.config["IMAGE_CDN"]
    with urlopen(base + quote(name), timeout=5) as upstream:
        return Response(upstream.read(), mimetype=upstream.headers.get("Content-Type"))
