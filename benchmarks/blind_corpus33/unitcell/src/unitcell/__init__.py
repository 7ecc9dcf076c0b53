"""unitcell: crystal structures from CIF and CML files.

The public API is re-exported here; submodules are implementation detail.
"""
from .bundle import extract_bundle, load_from_library
from .cif import read_cif, symmetry_operations
from .cml import atoms_in_residue, find_atoms, read_cml, read_structure_xml
from .directory import find_crystallographer, group_members
from .lattice import Cell, jitter_positions, parse_cell
from .remote import fetch_cod, fetch_url
from .render import render_image, render_thumbnail
from .session import dump_session, load_session
from .share import fingerprint, make_share_token, sign_share_link
from .store import StructureStore
from .webhelpers import remember_viewer, set_units_cookie, share_redirect, to_html_card, to_html_summary, back_to

__all__ = [
    "Cell",
    "StructureStore",
    "atoms_in_residue",
    "back_to",
    "dump_session",
    "extract_bundle",
    "fetch_cod",
    "fetch_url",
    "find_atoms",
    "find_crystallographer",
    "fingerprint",
    "group_members",
    "jitter_positions",
    "load_from_library",
    "load_session",
    "make_share_token",
    "parse_cell",
    "read_cif",
    "read_cml",
    "read_structure_xml",
    "remember_viewer",
    "render_image",
    "render_thumbnail",
    "set_units_cookie",
    "share_redirect",
    "sign_share_link",
    "symmetry_operations",
    "to_html_card",
    "to_html_summary",
]

__version__ = "1.3.0"
