from . import fetch, ringers, schedule, songs, state, tower, upload

HANDLERS = {
    "SONG": songs.find_song,
    "PLAYED": songs.played_by,
    "UPLOAD": upload.upload,
    "RENDER": upload.render,
    "GETFILE": upload.get_file,
    "SCHEDULE": schedule.add_rule,
    "TEMPO": schedule.tempo_map,
    "RINGER": ringers.ringer,
    "ROTA": ringers.rota,
    "TOWER": tower.load_tower,
    "BELL": tower.bell,
    "FETCH": fetch.fetch_song,
    "MIRROR": fetch.mirror_song,
    "RESTORE": state.restore,
    "PRESET": state.preset,
}
