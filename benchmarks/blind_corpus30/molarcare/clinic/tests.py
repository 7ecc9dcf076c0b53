from django.test import TestCase, override_settings

from .serializers_util import parse_teeth


@override_settings(PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"])
class TeethParsingTests(TestCase):
    def test_parses_list(self):
        self.assertEqual(parse_teeth("['UR6', 'LL7']"), ["UR6", "LL7"])

    def test_truncates_long_entries(self):
        self.assertEqual(parse_teeth("['UR6xx']"), ["UR6"])
