import asyncio
import importlib
import json
import logging
import os
import pickle

import grpc
import msgpack

from inventory import catalog, settings, suppliers
from inventory.dao import StockDAO
from inventory.handlers import ALLOWED_HANDLERS
from inventory.proto import inventory_pb2, inventory_pb2_grpc

log = logging.getLogger(__name__)


class InventoryServicer(inventory_pb2_grpc.InventoryServicer):
    async def FilterItems(self, request, context):
        dao = StockDAO()
        try:
            items = dao.list_stock(request.warehouse, request.order_by or "sku")
        finally:
            dao.close()
        if request.filter_expr:
            predicate = eval("lambda item: " + request.filter_expr)
            items = [i for i in items if predicate(i)]
        return inventory_pb2.ItemList(items=[inventory_pb2.Item(**i) for i in items])

    async def Aggregate(self, request, context):
        dao = StockDAO()
        try:
            value = dao.aggregate(request.warehouse, request.expression or "sum(qty)")
        finally:
            dao.close()
        return inventory_pb2.AggregateReply(value=str(value))

    async def Search(self, request, context):
        dao = StockDAO()
        try:
            items = dao.search(request.term)
        finally:
            dao.close()
        return inventory_pb2.ItemList(items=[inventory_pb2.Item(**i) for i in items])

    async def Adjust(self, request, context):
        dao = StockDAO()
        try:
            qty = dao.adjust(request.sku, request.delta, request.reason)
        finally:
            dao.close()
        return inventory_pb2.AdjustReply(qty=qty or 0)

    async def RunHandler(self, request, context):
        if request.name not in ALLOWED_HANDLERS:
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, "unknown handler")
        module = importlib.import_module("inventory.handlers." + request.name)
        result = module.run(json.loads(request.args_json or "{}"))
        return inventory_pb2.HandlerReply(result_json=json.dumps(result))

    async def PrintLabel(self, request, context):
        out = os.path.join(settings.LABEL_SPOOL, "%s.png" % request.sku.replace("/", "_"))
        proc = await asyncio.create_subprocess_shell(
            "zint --barcode=20 --data='%s' --output=%s && lp -d %s %s"
            % (request.barcode, out, settings.LABEL_PRINTER, out))
        rc = await proc.wait()
        return inventory_pb2.LabelReply(ok=rc == 0)

    async def PrintBatch(self, request, context):
        ok = True
        for sku in request.skus:
            path = os.path.join(settings.LABEL_SPOOL, "%s.png" % sku.replace("/", "_"))
            proc = await asyncio.create_subprocess_exec("lp", "-d", settings.LABEL_PRINTER, "--", path)
            ok = ok and (await proc.wait()) == 0
        return inventory_pb2.LabelReply(ok=ok)

    async def ImportSnapshot(self, request, context):
        snapshot = pickle.loads(request.payload)
        log.info("snapshot with %d rows", len(snapshot))
        return inventory_pb2.ImportReply(rows=len(snapshot))

    async def ImportCounts(self, request, context):
        counts = msgpack.unpackb(request.payload, raw=False, strict_map_key=True)
        return inventory_pb2.ImportReply(rows=len(counts))

    async def SupplierPrices(self, request, context):
        if request.supplier_host:
            body = await suppliers.prices_from_host(request.supplier_host, list(request.skus))
        elif request.supplier in settings.SUPPLIER_ENDPOINTS:
            body = await suppliers.prices_from_supplier(request.supplier, list(request.skus))
        else:
            await context.abort(grpc.StatusCode.NOT_FOUND, "unknown supplier")
        return inventory_pb2.PriceReply(json=body)

    async def CatalogLookup(self, request, context):
        if request.code:
            names = catalog.product_names_by_code(request.code)
        else:
            names = catalog.product_names_in_aisle(request.aisle)
        return inventory_pb2.CatalogReply(names=names)
