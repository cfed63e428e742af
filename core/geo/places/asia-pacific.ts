// South, Southeast and East Asia and Oceania. Line syntax: see ../gazetteer.ts (`!` needs a place cue, `^`
// yields to a namesake).
export const ASIA_PACIFIC_PLACES = `
IN: Bengaluru/Bangalore/BLR; Mumbai/Bombay/Navi Mumbai; Delhi/New Delhi/Delhi NCR/NCR; Gurugram/Gurgaon; Noida/Greater Noida; Pune; Hyderabad; Chennai/Madras; Kolkata/Calcutta; Ahmedabad; Jaipur; Chandigarh; Kochi/Cochin; Indore; Thane; Surat; Lucknow; Bhubaneswar; Coimbatore; Thiruvananthapuram/Trivandrum; Visakhapatnam/Vizag; Nagpur; Mysuru/Mysore; Mangaluru/Mangalore; Goa; Vadodara; Bhopal; Patna; Kozhikode; Faridabad
PK: Karachi; Lahore; Islamabad; Rawalpindi; Faisalabad; Peshawar
BD: Dhaka; Chittagong/Chattogram
LK: Colombo; Kandy
NP: Kathmandu; Pokhara
BT: Thimphu
MV: !Malé
AF: Kabul
SG: Singapore
ID: Jakarta/Jabodetabek; Bandung; Surabaya; Yogyakarta/Jogja/Jogjakarta; Bali/Denpasar; Medan; Semarang; Makassar; Tangerang/BSD City
MY: Kuala Lumpur/KL; Penang/George Town; Cyberjaya; Petaling Jaya/PJ; Johor Bahru; Kuching; Kota Kinabalu
TH: Bangkok; Chiang Mai; Phuket
VN: Ho Chi Minh City/HCMC/Saigon/HCM City; Hanoi/Ha Noi; Da Nang/Danang
PH: Manila/Metro Manila; Makati; Taguig/BGC/Bonifacio Global City; Quezon City; Cebu/Cebu City; Pasig; Davao
KH: Phnom Penh
MM: Yangon/Rangoon
LA: Vientiane
BN: Bandar Seri Begawan
CN: Beijing/Peking; Shanghai; Shenzhen; Hangzhou; Guangzhou; Chengdu; Wuhan; Nanjing; Suzhou; Xi'an; Tianjin; Chongqing; Xiamen; Qingdao; Hefei
HK: Hong Kong/HK
MO: Macau/Macao
TW: Taipei; Hsinchu; Taichung; Kaohsiung; Tainan
JP: Tokyo; Osaka; Kyoto; Fukuoka; Nagoya; Yokohama; Sapporo; !Kobe; Sendai; Tsukuba
KR: Seoul; Busan; Pangyo; Incheon; Daejeon; Seongnam
MN: Ulaanbaatar/Ulan Bator
AU: Sydney; Melbourne; Brisbane; Perth; Adelaide; Canberra; Gold Coast; Hobart; !Darwin; ^Newcastle; Wollongong; Geelong; Sunshine Coast
NZ: Auckland; Wellington; Christchurch; Dunedin; !Hamilton; Queenstown; Tauranga
FJ: Suva
PG: Port Moresby
`;
