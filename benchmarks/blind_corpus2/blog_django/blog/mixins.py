from django.db import connection

from .models import Post

ORDERINGS = {
    "new": "-published",
    "old": "published",
    "title": "title",
}


class SearchMixin:
    """Adds full-text-ish search to list views via ?q=."""

    search_param = "q"

    def search_ids(self, term):
        with connection.cursor() as cur:
            cur.execute("SELECT id FROM blog_post WHERE body ILIKE '%%" + term + "%%' OR title ILIKE '%%" + term + "%%'")
            return [r[0] for r in cur.fetchall()]

    def get_queryset(self):
        qs = super().get_queryset()
        term = self.request.GET.get(self.search_param)
        if term:
            qs = qs.filter(id__in=self.search_ids(term))
        return qs


class OrderingMixin:
    def get_ordering(self):
        key = self.request.GET.get("order", "new")
        return ORDERINGS.get(key, "-published")


class TagFilterMixin:
    def get_queryset(self):
        qs = super().get_queryset()
        tag = self.request.GET.get("tag")
        if tag:
            ids = [p.id for p in Post.objects.raw(
                "SELECT p.id FROM blog_post p JOIN blog_post_tags pt ON pt.post_id = p.id "
                "JOIN blog_tag t ON t.id = pt.tag_id WHERE t.name = %s", [tag])]
            qs = qs.filter(id__in=ids)
        return qs
