from quart import Blueprint, jsonify, request

from ..services.cue import parse_cue_sheet, parse_legacy_cue, track_by_id, tracks_by_artist

bp = Blueprint("cues", __name__, url_prefix="/cues")


@bp.route("/upload", methods=["POST"])
async def upload():
    files = await request.files
    root = parse_cue_sheet(files["sheet"].read())
    artist = request.args.get("artist")
    if artist:
        return jsonify(tracks_by_artist(root, artist))
    tid = request.args.get("track")
    if tid:
        return jsonify([t.get("title") for t in track_by_id(root, tid)])
    return jsonify({"tracks": len(root.findall(".//track"))})


@bp.route("/legacy", methods=["POST"])
async def legacy():
    files = await request.files
    return jsonify(parse_legacy_cue(files["sheet"].read()))
