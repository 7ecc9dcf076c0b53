from types import SimpleNamespace

from django.test import SimpleTestCase

from documents.templatetags.doc_tags import emphasize, viewer_config


class EmphasizeTests(SimpleTestCase):
    def test_escapes_text(self):
        out = emphasize("<b>hello</b> world", "world")
        self.assertIn("&lt;b&gt;", out)
        self.assertIn("<em>world</em>", out)

    def test_empty_word(self):
        self.assertEqual(emphasize("a & b", ""), "a &amp; b")


class ViewerConfigTests(SimpleTestCase):
    def test_script_breakout(self):
        doc = SimpleNamespace(pk=1, title="</script><script>x()</script>", page_count=2)
        self.assertNotIn("</script><script>", viewer_config(doc))
