import random

from flask_restful import Resource, reqparse

from ..db import get_db

booking_args = reqparse.RequestParser()
booking_args.add_argument("rider", required=True)
booking_args.add_argument("slot", type=int, required=True)
booking_args.add_argument("arena", choices=("indoor", "outdoor"), default="indoor")

PONIES = ["Biscuit", "Pepper", "Hamish", "Dolly", "Rolo"]


def cancel_code():
    return "%06d" % random.randint(0, 999999)


class LessonBooking(Resource):
    def post(self):
        args = booking_args.parse_args()
        code = cancel_code()
        pony = random.choice(PONIES)
        db = get_db()
        db.execute(
            "INSERT INTO lessons (rider, slot_id, arena, pony, cancel_code) VALUES (?, ?, ?, ?, ?)",
            (args["rider"], args["slot"], args["arena"], pony, code),
        )
        db.commit()
        return {"pony": pony, "cancel_code": code}, 201
