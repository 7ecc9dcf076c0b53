"""vitrine - collection-record helpers used by the museum's web and kiosk apps.

All public functions accept values straight from callers (web forms, kiosk
search boxes, partner uploads); see each docstring for what is validated.
"""
from .directory import curator_filter, department_filter, staff_by_email, staff_by_uid
from .iiif import fetch_manifest, fetch_partner_manifest
from .records import find_by_maker, find_by_object_number, parse_lido, parse_lido_legacy
from .render import label_html, label_html_unsafe
from .search import search_catalogue, search_by_accession
from .storage import media_path, open_media, scratch_copy
from .urls import login_redirect, safe_login_redirect

__all__ = [name for name in dir() if not name.startswith("_")]
