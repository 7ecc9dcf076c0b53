from django.db import connection

from .models import Article


class ArticleSearch:
    def __init__(self, section=None, author=None):
        self.section = section
        self.author = author

    def by_section(self):
        return Article.objects.raw("SELECT * FROM articles_article WHERE section = %s", [self.section])

    def by_author(self):
        query = f"SELECT a.* FROM articles_article a JOIN byline b ON b.article_id = a.id WHERE b.author = '{self.author}'"
        return Article.objects.raw(query)

    def headline_count(self, word):
        with connection.cursor() as cur:
            cur.execute("SELECT COUNT(*) FROM articles_article WHERE title ILIKE '%%" + word + "%%'")
            return cur.fetchone()[0]
