"""docmill: fill, convert and share document templates.

Every public function here may be called by web applications with values that
came straight from their users; see SECURITY.md for the guarantees we make.
"""
from .assets import fetch_image, fetch_image_trusted, resolve_asset, resolve_asset_safe
from .cache import load_cached, load_cached_msgpack
from .convert import to_pdf, to_pdf_safe
from .directory import author_card, authors_in_group, authors_by_mail
from .docx import body_text, body_text_safe
from .expr import evaluate, evaluate_restricted
from .fields import field_value, field_value_safe
from .links import build_return_link, build_return_link_safe
from .render import render_note, render_note_escaped
from .share import hash_share_password, new_share_token, new_share_token_secure

__all__ = [name for name in dir() if not name.startswith("_")]
__version__ = "3.2.0"
