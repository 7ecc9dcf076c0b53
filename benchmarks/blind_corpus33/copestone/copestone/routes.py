"""URL table."""
from starlette.routing import Mount, Route

from .endpoints import competitions, courses, jobs, members, surveys

routes = [
    Route("/", courses.home),
    Mount(
        "/courses",
        routes=[
            Route("/", courses.CourseList),
            Route("/handouts/{name:path}", courses.handout),
            Route("/photos/{name}", courses.photo),
        ],
    ),
    Mount(
        "/competitions",
        routes=[
            Route("/{comp_id:int}/score", competitions.ScoreEndpoint),
            Route("/{comp_id:int}/draft", competitions.ScoresheetDraft),
            Route("/certificates/{cert_no}", competitions.certificate),
        ],
    ),
    Route("/login", members.LoginEndpoint),
    Route("/logout", members.logout),
    Route("/members/find", members.find),
    Route("/members/grade/{grade}", members.by_grade),
    Route("/members/reset", members.ResetEndpoint),
    Route("/jobs", jobs.JobList),
    Route("/jobs/{job_id:int}/weather", jobs.weather),
    Route("/jobs/weather-station", jobs.station_reading),
    Route("/jobs/near", jobs.near_postcode),
    Route("/surveys", surveys.SurveyUpload),
    Route("/surveys/{survey_id:int}/placemark", surveys.placemark),
    Route("/surveys/{survey_id:int}/walls", surveys.walls_by_condition),
]
