from django.db import connection

from .models import Product

SORT_COLUMNS = {"price": "price", "-price": "price DESC", "name": "name", "newest": "id DESC"}


def search_products(term, sort=None):
    order = SORT_COLUMNS.get(sort, "name")
    return Product.objects.raw(
        "SELECT * FROM catalog_product WHERE name ILIKE %s OR blurb ILIKE %s ORDER BY " + order,
        ["%" + term + "%", "%" + term + "%"],
    )


def products_in_category(slug):
    return Product.objects.raw(
        "SELECT p.* FROM catalog_product p JOIN catalog_category c ON c.id = p.category_id "
        "WHERE c.slug = '%s'" % slug)


def price_histogram(category_id, bucket):
    with connection.cursor() as cur:
        cur.execute(
            "SELECT width_bucket(price, 0, 1000, %s) AS b, count(*) FROM catalog_product "
            "WHERE category_id = %s GROUP BY b ORDER BY b", [bucket, category_id])
        return cur.fetchall()


def rating_summary(min_rating):
    with connection.cursor() as cur:
        cur.execute(f"SELECT product_id, avg(rating) FROM catalog_review GROUP BY product_id HAVING avg(rating) >= {min_rating}")
        return cur.fetchall()
