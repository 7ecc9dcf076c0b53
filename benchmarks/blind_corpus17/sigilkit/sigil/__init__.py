"""sigilkit - small helpers for directory, XML and web glue code.

All public functions treat their arguments as caller data; callers pass
request values straight in.
"""
from .ldapf import user_filter, match_all, match_all_escaped
from .markup import badge, badge_escaped
from .paths import join_under, join_under_strict

__all__ = ["user_filter", "match_all", "match_all_escaped", "badge", "badge_escaped",
           "join_under", "join_under_strict"]
