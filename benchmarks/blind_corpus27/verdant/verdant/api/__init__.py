from .resources import BedResource, ClimateImport, PlannerResource, ZoneSearch
from .schedules import ScheduleResource, ScheduleRestore
from .sensors import SensorResource, SensorWebhook


def register_resources(api):
    api.add_resource(BedResource, "/beds/<int:bed_id>")
    api.add_resource(ZoneSearch, "/zones")
    api.add_resource(ClimateImport, "/climate/import")
    api.add_resource(PlannerResource, "/planner")
    api.add_resource(SensorResource, "/sensors/<string:sensor_id>")
    api.add_resource(SensorWebhook, "/sensors/webhook")
    api.add_resource(ScheduleResource, "/schedules")
    api.add_resource(ScheduleRestore, "/schedules/restore")
