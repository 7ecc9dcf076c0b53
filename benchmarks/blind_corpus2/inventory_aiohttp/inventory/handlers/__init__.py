from .items import ItemListView, item_detail, search_items
from .export import export_csv, download_export
from .images import import_photo, import_supplier_photo
from .auth import login, logout
from .labels import label_preview, label_preview_safe, print_label, render_barcode

__all__ = [
    "ItemListView", "item_detail", "search_items",
    "export_csv", "download_export",
    "import_photo", "import_supplier_photo",
    "login", "logout",
    "label_preview", "label_preview_safe", "print_label", "render_barcode",
]
