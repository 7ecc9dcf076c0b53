import os
import tempfile
import unittest

from pastebin import config, db

TEST_DELETE_KEY = b"test-only-delete-key-not-secret"


class DbTests(unittest.TestCase):
    def setUp(self):
        fd, self.path = tempfile.mkstemp(suffix=".sqlite3")
        os.close(fd)
        config.CONFIG["db_path"] = self.path
        config.DELETE_LINK_KEY = TEST_DELETE_KEY
        db._conn = None

    def tearDown(self):
        db._conn.close()
        db._conn = None
        os.unlink(self.path)

    def test_roundtrip(self):
        db.insert_paste("abc", "hello", "python", "print(1)", "alice")
        row = db.get_paste("abc")
        self.assertEqual(row["title"], "hello")

    def test_quote_in_slug(self):
        self.assertIsNone(db.get_paste("it's"))

    def test_search(self):
        db.insert_paste("s1", "twisted tips", "text", "x", None)
        db.insert_paste("s2", "asyncio", "text", "y", None)
        self.assertEqual([r["slug"] for r in db.search_pastes("twisted")], ["s1"])

    def test_by_author_order_fallback(self):
        db.insert_paste("a1", "b", "text", "x", "bob")
        self.assertEqual(len(db.by_author("bob", order="nope; drop table pastes")), 1)


if __name__ == "__main__":
    unittest.main()
