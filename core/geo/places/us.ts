// United States cities by state, with the metro area names of the companies data ("SF Bay", "Boston",
// "Pittsburg" sic). Line syntax (see ../gazetteer.ts): `US-<state> [metro]: Name/alias/...; Name; ...`;
// `!` marks a name that is also an ordinary word or a first name (read only with a place cue), `^` a name whose
// other namesake is meant unless a state or country says otherwise (Portland, Maine → Oregon by default).
export const US_PLACES = `
US-CA [SF Bay]: San Francisco/SF/San Fran/Bay Area/the Bay Area/SF Bay Area/San Francisco Bay Area/Silicon Valley; Palo Alto; Mountain View; Sunnyvale; San Jose; Santa Clara; San Mateo; Redwood City; Menlo Park; Fremont; Cupertino; Campbell; Berkeley; Oakland; Pleasanton; Emeryville; Burlingame; Los Altos; Foster City; South San Francisco; Los Gatos; Milpitas; Walnut Creek; Saratoga; San Carlos; Belmont; Woodside; Hayward; San Rafael; Sausalito; Mill Valley; ^Dublin; Livermore; San Ramon; Alameda
US-CA [Los Angeles]: Los Angeles/LA/L.A./Greater Los Angeles; Santa Monica; !Irvine; Pasadena; Culver City; Beverly Hills; ^Venice; Playa Vista; Torrance; Newport Beach; El Segundo; West Hollywood; !Hollywood; Burbank; !Glendale; Long Beach; Marina del Rey; Malibu; Costa Mesa; Anaheim; Huntington Beach; Orange County/OC; !Orange; Aliso Viejo; Laguna Beach; San Clemente; Thousand Oaks; Calabasas; Sherman Oaks; Riverside
US-CA [San Diego]: San Diego; La Jolla; Carlsbad; Encinitas; Del Mar; Solana Beach; Oceanside
US-CA [Santa Barbara]: Santa Barbara; Goleta; !Ventura
US-CA [Sacramento]: Sacramento; !Davis; Folsom
US-CA: Fresno; Santa Cruz; Monterey; San Luis Obispo; Bakersfield
US-NY [New York]: New York/NYC/New York City/NY City/Manhattan/the Big Apple; Brooklyn; !Queens; the Bronx/Bronx; Long Island City; Staten Island; White Plains; Yonkers; Tarrytown
US-NY: !Buffalo; Rochester; Albany; Syracuse; Ithaca; Long Island
US-NJ [New York]: Jersey City; Newark; Hoboken; Montclair; !Princeton; Fort Lee
US-CT [New York]: Stamford; !Greenwich; Norwalk
US-CT: New Haven; Hartford
US-MA [Boston]: Boston/Greater Boston/Boston area; Cambridge/Kendall Square; Somerville; Waltham; Burlington; Woburn; !Newton; Lexington; Brookline; Watertown; !Quincy; Medford; Needham; Wellesley; Framingham; Andover; ^Bedford; Marlborough
US-MA: Worcester; Springfield
US-WA [Seattle]: Seattle; Bellevue; Redmond; !Kirkland; Bothell; Tacoma; !Everett; Renton
US-WA: Spokane; ^Vancouver
US-DC [Washington DC]: Washington DC/Washington, DC/Washington D.C./Washington, D.C./DC/D.C.
US-VA [Washington DC]: Arlington; Reston; !McLean; Tysons; Herndon; ^Alexandria; Fairfax; Ashburn
US-VA: Richmond; Charlottesville; Norfolk; Virginia Beach; Roanoke
US-MD [Washington DC]: Bethesda; Rockville; Silver Spring; Gaithersburg; ^!Columbia
US-MD [Baltimore]: Baltimore
US-IL [Chicago]: Chicago/Chi-town; Evanston; Naperville; Schaumburg; Skokie
US-IL: Champaign; Urbana; Peoria
US-TX [Austin]: Austin; Round Rock
US-TX [Dallas]: Dallas/DFW/Dallas-Fort Worth; Fort Worth; !Plano; !Irving; !Richardson; Frisco; !Addison
US-TX [Houston]: Houston; The Woodlands; Sugar Land
US-TX: San Antonio; El Paso; Lubbock
US-CO [Denver]: Denver; Boulder; Broomfield; Englewood; !Golden; Lakewood; !Aurora; ^Louisville; Littleton
US-CO: Colorado Springs; Fort Collins
US-GA [Atlanta]: Atlanta/ATL; Alpharetta; !Marietta; Roswell; Duluth
US-GA: !Savannah; ^Athens
US-PA [Philadelphia]: Philadelphia/Philly; King of Prussia; Conshohocken; Malvern; Radnor
US-PA [Pittsburg]: Pittsburgh
US-PA: Harrisburg; Allentown; Bethlehem; State College; !Reading; ^Lancaster
US-UT [Salt Lake City]: Salt Lake City/SLC; Lehi; Provo; Orem; !Draper; !Sandy; Park City; Ogden
US-MN [Minneapolis]: Minneapolis/Twin Cities; St. Paul/Saint Paul; Bloomington; Eden Prairie; Minnetonka
US-MN: ^Rochester
US-NC [Raleigh-Durham]: Raleigh/Research Triangle/Research Triangle Park/RTP; Durham; Chapel Hill; !Cary; Morrisville
US-NC: !Charlotte; Asheville; Winston-Salem; Greensboro; ^Wilmington
US-OR [Portland]: Portland; Beaverton; Hillsboro; Lake Oswego
US-OR: !Bend; !Eugene; Salem
US-ME: ^Portland
US-AZ [Phoenix]: !Phoenix; Scottsdale; Tempe; !Chandler; !Mesa; !Gilbert
US-AZ: Tucson; Flagstaff
US-MI [Detroit]: Detroit; Ann Arbor; !Troy; Southfield; Farmington Hills
US-MI: Grand Rapids; Lansing; Kalamazoo
US-TN [Nashville]: Nashville; !Franklin; Brentwood
US-TN: Memphis; Knoxville; Chattanooga
US-MO [Saint Louis]: St. Louis/Saint Louis/St Louis; !Clayton; Chesterfield
US-MO [Kansas City]: Kansas City
US-FL [Miami]: Miami; Miami Beach; Coral Gables; Aventura; Doral
US-FL [Fort Lauderdale]: Fort Lauderdale/Ft. Lauderdale; ^!Hollywood; Pompano Beach
US-FL [Palm Beach]: West Palm Beach; Palm Beach; Boca Raton; Delray Beach; !Jupiter
US-FL [Tampa]: Tampa; ^St. Petersburg/St. Pete; Clearwater
US-FL [Orlando]: Orlando; Winter Park; Lake Mary
US-FL: Jacksonville; Tallahassee; Gainesville; Sarasota; ^Naples
US-OH [Cleveland]: Cleveland
US-OH [Cincinnati]: Cincinnati
US-OH [Columbus]: Columbus; ^Dublin
US-OH: Akron; Dayton; Toledo
US-IN [Indianapolis]: Indianapolis/Indy; !Carmel
US-IN: South Bend; ^Bloomington; Fort Wayne; West Lafayette
US-NV [Las Vegas]: Las Vegas/Vegas; !Henderson
US-NV: Reno
US-WI [Madison]: !Madison
US-WI: Milwaukee
US-RI [Providence]: Providence
US-NH: ^Manchester; ^Portsmouth; Nashua; ^Hanover
US-VT: ^Burlington
US-KY: Louisville; ^Lexington
US-LA: New Orleans/NOLA; Baton Rouge; !Lafayette
US-AL: ^Birmingham; Huntsville; !Mobile; !Montgomery
US-SC: Charleston; Greenville; ^!Columbia
US-OK: Oklahoma City/OKC; Tulsa
US-AR: Bentonville; Little Rock; Fayetteville
US-KS: Wichita; Overland Park; !Lawrence
US-NE: Omaha; ^!Lincoln
US-IA: Des Moines; Iowa City; Cedar Rapids
US-NM: Albuquerque; Santa Fe
US-ID: Boise
US-MT: Bozeman; Missoula
US-WY: !Cheyenne; Jackson Hole
US-DE: Wilmington
US-HI: Honolulu
US-AK: !Anchorage
US-MS: ^!Jackson
US-WV: Morgantown
US-ND: !Fargo
US-SD: Sioux Falls
`;
