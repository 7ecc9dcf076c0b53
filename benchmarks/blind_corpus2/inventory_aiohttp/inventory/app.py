import logging

from aiohttp import web

from . import db, handlers
from .handlers.labels import print_label_known
from .handlers.items import adjust_quantity

log = logging.getLogger("inventory")


async def on_startup(app):
    app["db"] = await db.connect()


async def on_cleanup(app):
    await app["db"].close()


def create_app():
    app = web.Application(client_max_size=4 * 1024 ** 2)
    app.router.add_view("/items", handlers.ItemListView)
    app.router.add_get("/items/search", handlers.search_items)
    app.router.add_get("/items/{item_id}", handlers.item_detail)
    app.router.add_post("/items/adjust", adjust_quantity)
    app.router.add_post("/exports", handlers.export_csv)
    app.router.add_get("/exports/{name}", handlers.download_export)
    app.router.add_post("/photos/import", handlers.import_photo)
    app.router.add_post("/photos/import-supplier", handlers.import_supplier_photo)
    app.router.add_post("/login", handlers.login)
    app.router.add_get("/logout", handlers.logout)
    app.router.add_get("/labels/preview", handlers.label_preview)
    app.router.add_get("/labels/preview-safe", handlers.label_preview_safe)
    app.router.add_post("/labels/print", handlers.print_label)
    app.router.add_post("/labels/print-known", print_label_known)
    app.router.add_get("/barcodes/{sku}", handlers.render_barcode)
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    return app


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    web.run_app(create_app(), host="0.0.0.0", port=8081)
