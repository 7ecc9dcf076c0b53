import unittest

from shop import util

from tests.helpers import expected_value


class FormatPriceTest(unittest.TestCase):
    def test_whole(self):
        self.assertEqual(util.format_price(1900), "19.00")

    def test_cents(self):
        self.assertEqual(util.format_price(1999), "19.99")


class SlugifyTest(unittest.TestCase):
    def test_basic(self):
        self.assertEqual(util.slugify("Red Wool Scarf!"), "red-wool-scarf")


class PaginateTest(unittest.TestCase):
    def test_second_page(self):
        rows = list(range(10))
        self.assertEqual(util.paginate(rows, 2, 3), expected_value("[3, 4, 5]"))

    def test_page_zero_is_first_page(self):
        self.assertEqual(util.paginate([1, 2, 3], 0, 2), [1, 2])


class CacheKeyTest(unittest.TestCase):
    def test_stable(self):
        self.assertEqual(util.cache_key("a", 1), util.cache_key("a", 1))
        self.assertNotEqual(util.cache_key("a", 1), util.cache_key("a", 2))


if __name__ == "__main__":
    unittest.main()
