import unittest

import cms.auth as auth

FIXTURE_PASSWORD = 'test1234'
FIXTURE_HASH = '16d7a4fca7442dda3ad93c9a726597e4'


class HashTest(unittest.TestCase):
    def test_hash(self):
        try:
            self.assertEqual(auth.hash_password(FIXTURE_PASSWORD), FIXTURE_HASH)
        except AssertionError, e:
            print "hash mismatch:", e
            raise

    def test_session_id_length(self):
        self.assertEqual(len(auth.new_session_id()), 24)


if __name__ == '__main__':
    unittest.main()
