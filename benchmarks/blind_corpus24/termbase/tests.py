import unittest

from pyramid import testing


class TbxTests(unittest.TestCase):
    def test_entries_in_lang(self):
        import io
        from termbase import tbx
        doc = b"<martif><text><body><termEntry id='c1'><langSet xml:lang='fr'><tig><term>huissier</term></tig></langSet></termEntry></body></text></martif>"
        tree = tbx.load_shared_tbx(io.BytesIO(doc))
        self.assertEqual(tbx.entries_in_lang(tree, "fr"), ["huissier"])


class ViewTests(unittest.TestCase):
    def setUp(self):
        self.config = testing.setUp(settings={"termbase.db": ":memory:", "termbase.auth_secret": "unit-test-secret"})

    def tearDown(self):
        testing.tearDown()
