"""rosterlink - membership roster plumbing for sports clubs.

All public functions accept data that may come straight from a web form,
a federation export or a member's profile; callers should not need to
pre-clean it.
"""
from .cache import load_snapshot, load_snapshot_signed, dump_snapshot_signed
from .export import export_pdf, print_card, print_card_safe
from .files import attachment_path, safe_attachment_path
from .filters import all_of, any_of, eq
from .http import fetch_avatar, fetch_federation_record, push_webhook
from .ldapsync import find_member, members_in_section, search_by_name
from .templating import compute_field, render_badge, render_badge_safe
from .tokens import temp_password, member_digest
from .xmlimport import load_roster, load_roster_safe, members_by_team

__all__ = [name for name in dir() if not name.startswith("_")]
__version__ = "0.7.3"
