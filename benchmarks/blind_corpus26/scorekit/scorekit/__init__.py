"""scorekit - helpers for working with MusicXML scores.

Public API (all arguments may come straight from end users of the
application embedding scorekit):

    load_musicxml, load_musicxml_strict     parse MusicXML bytes
    find_parts, find_parts_by_id            XPath look-ups
    extract_mxl, read_mxl_member            compressed .mxl archives
    engrave_pdf, engrave_png                LilyPond rendering
    search_catalog, add_to_catalog          SQLite score catalogue
    fetch_score                             download a score by URL
    load_session_state, load_state_json     serialized editor state
    transpose_by_rule, transpose_by_name    transposition helpers
    share_cookie_header, share_token, ...   web integration helpers
    find_musicians, find_section            LDAP directory helpers
    render_score_card                       HTML summary card
"""
from .archive import extract_mxl, read_mxl_member
from .cache import load_session_state, load_state_json
from .catalog import add_to_catalog, search_catalog
from .directory import find_musicians, find_section
from .engrave import engrave_pdf, engrave_png
from .parse import load_musicxml, load_musicxml_strict
from .query import find_parts, find_parts_by_id
from .remote import fetch_score
from .render import render_score_card
from .transpose import transpose_by_name, transpose_by_rule
from .web import hash_share_password, local_redirect, redirect_headers, share_cookie_header, share_token

__all__ = [name for name in dir() if not name.startswith("_")]
__version__ = "0.9.3"
