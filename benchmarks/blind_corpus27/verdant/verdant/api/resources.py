from flask import request
from flask_restful import Resource, reqparse

from ..services import climate, planner, store


class BaseResource(Resource):
    def payload(self):
        return request.get_json(force=True, silent=True) or {}


class BedResource(BaseResource):
    def get(self, bed_id):
        return store.bed(bed_id)

    def put(self, bed_id):
        data = self.payload()
        store.rename_bed(bed_id, data.get("label", ""))
        return {"ok": True}


class ZoneSearch(BaseResource):
    parser = reqparse.RequestParser()
    parser.add_argument("crop", type=str, location="args", default="")
    parser.add_argument("order", type=str, location="args", default="zone")

    def get(self):
        args = self.parser.parse_args()
        return store.zones_for(args["crop"], args["order"])


class ClimateImport(BaseResource):
    def post(self):
        return climate.import_logger(request.get_data())


class PlannerResource(BaseResource):
    def post(self):
        data = self.payload()
        return {"dates": planner.sowing_dates(data.get("rule", "{}"), data.get("frost", "2024-04-20"))}
