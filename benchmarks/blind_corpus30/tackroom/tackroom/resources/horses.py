from flask_restful import Resource, abort, reqparse

from ..db import query

list_args = reqparse.RequestParser()
list_args.add_argument("sort", type=str, default="name", location="args")
list_args.add_argument("owner", type=str, location="args")


class HorseList(Resource):
    def get(self):
        args = list_args.parse_args()
        sql = "SELECT id, name, breed, stable_no, owner FROM horses"
        if args["owner"]:
            sql += " WHERE owner = '%s'" % args["owner"]
        sql += " ORDER BY " + args["sort"]
        return query(sql)


class Horse(Resource):
    def get(self, horse_id):
        horse = query("SELECT * FROM horses WHERE id = ?", (horse_id,), one=True)
        if horse is None:
            abort(404, message="No such horse")
        return horse
