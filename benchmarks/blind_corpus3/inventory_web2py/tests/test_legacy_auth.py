# -*- coding: utf-8 -*-
# run with: python web2py.py -S inventory -M -R applications/inventory/tests/test_legacy_auth.py
import unittest

from legacy_auth import legacy_password_hash, gravatar_url

FIXTURE_USER = 'jdoe'
FIXTURE_PASSWORD = 'hunter2-fixture'
FIXTURE_SALT = 'ab12'


class LegacyHashTest(unittest.TestCase):

    def test_known_vector(self):
        self.assertEqual(len(legacy_password_hash(FIXTURE_SALT, FIXTURE_PASSWORD)), 32)

    def test_gravatar(self):
        url = gravatar_url(' JDoe@Example.org ')
        self.assertTrue(url.startswith('https://www.gravatar.com/avatar/'))


if __name__ == '__main__':
    suite = unittest.TestLoader().loadTestsFromTestCase(LegacyHashTest)
    print unittest.TextTestRunner(verbosity=2).run(suite)
