// The Middle East (with Turkey and Israel) and Africa. Line syntax: see ../gazetteer.ts (`!` needs a place cue,
// `^` yields to a namesake).
export const MIDEAST_AFRICA_PLACES = `
AE: Dubai; Abu Dhabi; Sharjah; Ajman; Ras Al Khaimah
SA: Riyadh; Jeddah; Dammam; Khobar/Al Khobar; !Mecca/Makkah; !Medina; NEOM
QA: Doha
BH: Manama
KW: Kuwait City
OM: Muscat
JO: Amman
LB: Beirut
IL: Tel Aviv/Tel Aviv-Yafo/Tel-Aviv; Jerusalem; Haifa; Herzliya; Ra'anana/Raanana; Petah Tikva; Be'er Sheva/Beersheba; Rehovot; Netanya
PS: Ramallah; Gaza
TR: Istanbul; Ankara; Izmir/İzmir; Antalya; Bursa
IR: Tehran
IQ: Baghdad; Erbil
NG: Lagos; Abuja; Ibadan; Port Harcourt; Kano; Enugu; Benin City
KE: Nairobi; Mombasa; Kisumu; Nakuru
GH: Accra; Kumasi
RW: Kigali
UG: Kampala
TZ: Dar es Salaam; Arusha; Dodoma; Zanzibar
ET: Addis Ababa
ZA: Cape Town; Johannesburg/Joburg/Jo'burg/Jozi; Durban; Pretoria; Stellenbosch; Sandton; Port Elizabeth/Gqeberha
EG: Cairo/New Cairo; Alexandria; Giza
MA: Casablanca; Rabat; Marrakesh/Marrakech; Tangier; Fes/Fez
TN: Tunis; Sfax
DZ: Algiers
SN: Dakar
CI: Abidjan
CM: Douala; Yaoundé
ZM: Lusaka
ZW: Harare; Bulawayo
MZ: Maputo
AO: Luanda
CD: Kinshasa
BW: Gaborone
NA: Windhoek
MU: Port Louis; Ebene
TG: Lomé
BJ: Cotonou
ML: Bamako
BF: Ouagadougou
SL: Freetown
LR: Monrovia
MW: Lilongwe; Blantyre
SO: Mogadishu; Hargeisa
SD: Khartoum
`;
