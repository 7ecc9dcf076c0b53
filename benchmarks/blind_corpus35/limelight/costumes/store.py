"""Raw SQL access to the costume store, which predates the Django models."""
from django.db import connection


class CostumeStore:
    table = "wardrobe_items"

    def search(self, term, size):
        with connection.cursor() as cur:
            cur.execute(
                "SELECT id, name, size, rail FROM wardrobe_items WHERE name ILIKE %s AND size = %s",
                ["%" + term + "%", size],
            )
            return cur.fetchall()

    def by_rail(self, rail):
        with connection.cursor() as cur:
            cur.execute("SELECT id, name FROM %s WHERE rail = '%s'" % (self.table, rail))
            return cur.fetchall()

    def get(self, pk):
        with connection.cursor() as cur:
            cur.execute("SELECT id, name, size, rail FROM wardrobe_items WHERE id = %s", [pk])
            return cur.fetchone()


store = CostumeStore()
