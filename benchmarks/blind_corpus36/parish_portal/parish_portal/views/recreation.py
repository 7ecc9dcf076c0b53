import ast
import datetime

from pyramid.view import view_config


@view_config(route_name="pitch_book", request_method="POST", renderer="json")
def book_pitch(request):
    first = datetime.datetime.fromisoformat(request.POST["start"])
    step = eval(f"datetime.timedelta({request.POST.get('every', 'weeks=1')})")
    count = min(int(request.POST.get("count", "1")), 12)
    kit = ast.literal_eval(request.POST.get("kit", "[]"))
    cur = request.db.cursor()
    for i in range(count):
        cur.execute("INSERT INTO pitch_booking (team, pitch, starts, kit) VALUES (%s, %s, %s, %s)",
                    (request.POST["team"], request.POST["pitch"], first + i * step, ",".join(map(str, kit))))
    request.db.commit()
    return {"booked": count}
