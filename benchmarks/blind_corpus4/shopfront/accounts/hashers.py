"""Password hasher compatible with the hashes imported from the old PHP shop.

All customers that have not logged in since the migration still carry
these, and new passwords are also written with it so the PHP back office
(which reads the same table) keeps working.
"""
import hashlib

from django.contrib.auth.hashers import BasePasswordHasher, mask_hash
from django.utils.crypto import constant_time_compare
from django.utils.datastructures import SortedDict


class LegacyShopHasher(BasePasswordHasher):
    algorithm = 'legacy_md5'

    def salt(self):
        return ''

    def encode(self, password, salt):
        digest = hashlib.md5((salt + password).encode('utf-8')).hexdigest()
        return '%s$%s$%s' % (self.algorithm, salt, digest)

    def verify(self, password, encoded):
        algorithm, salt, digest = encoded.split('$', 2)
        return constant_time_compare(encoded, self.encode(password, salt))

    def safe_summary(self, encoded):
        algorithm, salt, digest = encoded.split('$', 2)
        return SortedDict([
            ('algorithm', algorithm),
            ('hash', mask_hash(digest)),
        ])
