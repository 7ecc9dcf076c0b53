"""heddle: handweaving draft toolkit.

Public API: every function here accepts data from the calling application,
which usually means from its users.
"""
from .accounts import guild_invite, hash_password, lookup_weaver
from .export import export_card, export_html, read_export
from .fetch import fetch_draft, fetch_from_guild
from .render import render_drawdown, thumbnail
from .store import DraftStore
from .types import Draft, Threading
from .wif import parse_wif
from .xmldraft import parse_xml_draft, treadling_for

__all__ = [
    "Draft", "DraftStore", "Threading", "export_card", "export_html", "fetch_draft", "fetch_from_guild",
    "guild_invite", "hash_password", "lookup_weaver", "parse_wif", "parse_xml_draft", "read_export",
    "render_drawdown", "thumbnail", "treadling_for",
]
